// The e2e files in the order that ends soonest on two workers: the long ones first, so the short ones fill the
// other worker's gaps and no worker runs a long file alone at the end. Without timings of an earlier run (a clean
// clone has none) jest would order by file size, which puts the deep-link files (short files, 150 page loads)
// last. Plain CommonJS: jest loads a sequencer outside its transform.
const Sequencer = require('@jest/test-sequencer').default

const LONGEST_FIRST = ['signin-links', 'shell', 'admin-console', 'admin-training']

const rank = (path) => {
  const index = LONGEST_FIRST.findIndex((name) => path.endsWith(`/${name}.e2e.ts`))
  return index === -1 ? LONGEST_FIRST.length : index
}

class LongestFirst extends Sequencer {
  sort(tests) {
    return super.sort(tests).map((test, order) => ({ test, order })).sort((a, b) => rank(a.test.path) - rank(b.test.path) || a.order - b.order).map(({ test }) => test)
  }
}

module.exports = LongestFirst
