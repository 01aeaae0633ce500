/** Reading the ZIPs the site writes (the texts of a search, ADR 043) in the tests. */
import yauzl from 'yauzl'

/** Every entry of a ZIP by name, read with yauzl, which checks each entry's CRC-32 as it reads. */
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
