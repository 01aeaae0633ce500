// Types of ensure-node.mjs, which stays plain JavaScript (it runs before a recent enough Node is known).
export const ROOT: string
export function projectNode(): string
export function projectEnv(node: string, extra?: Record<string, string>): NodeJS.ProcessEnv
export function serverNodeFlags(version?: string): string[]
export function runScript(script: string, args?: string[], env?: Record<string, string>, options?: { server?: boolean }): never
