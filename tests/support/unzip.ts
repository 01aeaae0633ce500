/** Reading the ZIPs the site writes (the texts of a search, ADR 043) in the tests. */
import yauzl from 'yauzl'

/** Every entry of a ZIP by name, read with yauzl, which checks each entry's size (not its CRC-32: see directoryCrcs). */
export function unzip(zip: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true, strictFileNames: true, validateEntrySizes: true }, (error, file) => {
      if (error) return reject(error)
      const entries = new Map<string, Buffer>()
      file.on('error', reject)
      file.on('end', () => resolve(entries))
      file.on('entry', (entry: yauzl.Entry) => {
        file.openReadStream(entry, (openError, stream) => {
          if (openError) return reject(openError)
          const chunks: Buffer[] = []
          stream.on('data', (chunk: Buffer) => chunks.push(chunk))
          stream.on('error', reject)
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks))
            file.readEntry()
          })
        })
      })
      file.readEntry()
    })
  })
}

/** Each entry's CRC-32 as the central directory gives it, by name (yauzl reads it; it does not check it). */
export function directoryCrcs(zip: Buffer): Promise<Map<string, number>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, file) => {
      if (error) return reject(error)
      const crcs = new Map<string, number>()
      file.on('error', reject)
      file.on('end', () => resolve(crcs))
      file.on('entry', (entry: yauzl.Entry) => {
        crcs.set(entry.fileName, entry.crc32)
        file.readEntry()
      })
      file.readEntry()
    })
  })
}
