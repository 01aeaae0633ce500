/** A one-line progress display for long commands: redrawn in place on a terminal, a line every few seconds otherwise. */
export function progressPrinter(stream: NodeJS.WriteStream = process.stderr) {
  const started = Date.now()
  let last = 0
  const interactive = stream.isTTY === true
  return {
    update(line: (elapsedSeconds: number) => string, force = false) {
      const now = Date.now()
      if (!force && now - last < (interactive ? 200 : 5000)) return
      last = now
      const text = line((now - started) / 1000)
      stream.write(interactive ? `\r\u001b[2K${text}` : `${text}\n`)
    },
    done(text: string) {
      stream.write(interactive ? `\r\u001b[2K${text}\n` : `${text}\n`)
    },
  }
}

export function rate(count: number, seconds: number): string {
  return seconds > 0 ? `${Math.round(count / seconds)}/s` : '–'
}
