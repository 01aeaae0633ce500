// `npm start`: build when the sources changed since the last build, then serve.
import { runScript } from './ensure-node.mjs'

// Two glibc malloc arenas instead of eight per core: the server's native memory then levels off
// (README, Operations). glibc reads it only at process start, so it is set for the child here;
// a value in the environment wins.
// The server's Node flags (serverNodeFlags) are given to the process that serves.
runScript('scripts/start.ts', process.argv.slice(2), { MALLOC_ARENA_MAX: '2' }, { server: true })
