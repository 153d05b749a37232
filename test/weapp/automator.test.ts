// Smoke test in real WeChat DevTools (launch, tab switch). DevTools does not exist for Linux (toolchain trap 9),
// so this runs only where WECHAT_DEVTOOLS_CLI points at its command line; elsewhere it is reported as skipped.
import { resolve } from 'node:path'

const cliPath = process.env.WECHAT_DEVTOOLS_CLI
const describeWithDevTools = cliPath ? describe : describe.skip

describeWithDevTools('mini-program in WeChat DevTools', () => {
  const automator = require('miniprogram-automator')
  let miniProgram: any

  beforeAll(async () => {
    miniProgram = await automator.launch({ cliPath, projectPath: resolve('.') })
  })
  afterAll(async () => { await miniProgram?.close() })

  it('launches on the home tab', async () => {
    const page = await miniProgram.currentPage()
    expect(page.path).toBe('pages/entry/index')
  })

  it('switches to the mine tab', async () => {
    const page = await miniProgram.switchTab('/pages/entry/mine')
    expect(page.path).toBe('pages/entry/mine')
  })
})
