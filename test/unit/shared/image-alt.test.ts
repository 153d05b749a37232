// Every picture of the app says what it shows, or that it only decorates (Lighthouse's image-alt audit). A Taro
// <Image> passes its alt to the H5 <img> only through imgProps, which imageAlt() (shared/ui/aria.ts) builds, so
// each <Image> element of the source must spread imageAlt(…): '' for a cover beside its own title, text otherwise.
import { readFileSync } from 'node:fs'
import { relative, resolve } from 'node:path'
import { filesUnder } from '../helpers/files'

/** Each <Image …/> element of a file: its text from the tag to the end of the element. */
function imageElements(source: string): string[] {
  const elements: string[] = []
  for (let at = source.indexOf('<Image'); at !== -1; at = source.indexOf('<Image', at + 1)) {
    if (/\w/.test(source[at + '<Image'.length])) continue // <ImageViewer …> and the like
    elements.push(source.slice(at, source.indexOf('/>', at) + 2))
  }
  return elements
}

const SRC = resolve(__dirname, '../../../src')

it('gives every <Image> an alt through imageAlt()', () => {
  const files = filesUnder(SRC, (name) => name.endsWith('.tsx'))
  const missing = files.flatMap((file) => imageElements(readFileSync(file, 'utf8'))
    .filter((element) => !element.includes('imageAlt('))
    .map((element) => `${relative(SRC, file)}: ${element.split('\n')[0].trim()}`))
  expect(missing).toEqual([])
  expect(files.filter((file) => imageElements(readFileSync(file, 'utf8')).length > 0).length).toBeGreaterThan(5)
})
