// Tiny builders so the agreement texts read as text, not markup. Output uses only the tags the agreement
// sanitiser allows (contexts/catalog/agreements/sanitize-html.ts).

export type Block = string | string[]

/** A string is a paragraph; an array is a bulleted list. */
function block(b: Block): string {
  return typeof b === 'string' ? `<p>${b}</p>` : `<ul>${b.map((item) => `<li>${item}</li>`).join('')}</ul>`
}

export function section(title: string, ...blocks: Block[]): string {
  return `<h3>${title}</h3>${blocks.map(block).join('')}`
}

export function agreementHtml(intro: Block[], ...sections: string[]): string {
  return intro.map(block).join('') + sections.join('')
}
