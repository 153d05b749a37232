// e2e needs Debian's Chromium and CJK fonts (toolchain trap 6); install them from Debian's packages when missing.
import { existsSync } from 'node:fs'
import { spawnSync } from 'node:child_process'

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
const FONT_DIR = '/usr/share/fonts/opentype/noto'

export function ensureBrowser() {
  if (existsSync(CHROMIUM_PATH) && existsSync(FONT_DIR)) return
  console.log('Installing chromium and fonts-noto-cjk from Debian packages…')
  const sudo = process.getuid?.() === 0 ? [] : ['sudo']
  const sh = (cmd) => spawnSync(sudo.length ? 'sudo' : cmd[0], sudo.length ? cmd : cmd.slice(1), {
    stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  })
  sh(['apt-get', 'update', '-qq'])
  const result = sh(['apt-get', 'install', '-y', '-qq', 'chromium', 'fonts-noto-cjk'])
  if (result.status !== 0 || !existsSync(CHROMIUM_PATH)) throw new Error('Could not install chromium; e2e cannot run')
}
