// Publishing the mini-program without WeChat DevTools, on Tencent's miniprogram-ci, over the weapp build (dist/weapp):
//   node scripts/weapp-ci.mjs upload    upload dist/weapp as a development version (then submit it for review in
//                                       the WeChat admin console)                         npm run weapp:upload
//   node scripts/weapp-ci.mjs preview   upload a preview and write its QR code           npm run weapp:preview
//   node scripts/weapp-ci.mjs compile   compile dist/weapp with WeChat's own compiler, offline (a step of npm test)
// (a second argument names another build folder than dist/weapp).
// upload and preview reach WeChat's servers and need, from the environment:
//   WEAPP_APPID                         the mini-program's AppID
//   WEAPP_UPLOAD_KEY or _KEY_PATH       the code-upload key (admin console → 开发管理 → 小程序代码上传), as PEM text or
//                                       a file path; the machine's outgoing IP must be on the key's IP allow-list
//   WEAPP_VERSION                       version to upload (default: package.json's version)
//   WEAPP_DESC                          its description (default: the last commit's subject)
//   WEAPP_ROBOT                         which of the 30 CI robots uploads (default 1)
//   WEAPP_QR_PATH                       preview only: where the QR code goes (default dist/weapp-preview.jpg)
// compile needs none of these: it gives the compiler the default project attributes instead of asking WeChat for
// the AppID's, and a throw-away key, so it checks app.json, the page files and the scripts without a network.
import { execFileSync } from 'node:child_process'
import { generateKeyPairSync } from 'node:crypto'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

const require = createRequire(import.meta.url)
const ci = require('miniprogram-ci')
const PROJECT_PATH = resolve(process.argv[3] || 'dist/weapp')
const SETTING = { es6: false, es7: false, minify: false, minifyJS: false, minifyWXML: false, minifyWXSS: false, autoPrefixWXSS: false }

function need(name) {
  const value = process.env[name]
  if (!value) throw new Error(`${name} is not set (see scripts/weapp-ci.mjs and README "Publishing the mini-program")`)
  return value
}

function uploadKey() {
  if (process.env.WEAPP_UPLOAD_KEY) return { privateKey: process.env.WEAPP_UPLOAD_KEY }
  const path = need('WEAPP_UPLOAD_KEY_PATH')
  if (!existsSync(path)) throw new Error(`WEAPP_UPLOAD_KEY_PATH: no file at ${path}`)
  return { privateKeyPath: path }
}

function release() {
  const version = process.env.WEAPP_VERSION || JSON.parse(readFileSync('package.json', 'utf8')).version
  const desc = process.env.WEAPP_DESC || execFileSync('git', ['log', '-1', '--format=%s'], { encoding: 'utf8' }).trim()
  return { version, desc, robot: Number(process.env.WEAPP_ROBOT || 1) }
}

function project(options) {
  if (!existsSync(join(PROJECT_PATH, 'app.json'))) throw new Error(`${PROJECT_PATH} has no app.json: run npm run build:weapp first`)
  return new ci.Project({ type: 'miniProgram', projectPath: PROJECT_PATH, ignores: ['node_modules/**/*'], ...options })
}

async function upload() {
  const result = await ci.upload({ project: project({ appid: need('WEAPP_APPID'), ...uploadKey() }), ...release(), setting: SETTING })
  console.log('uploaded', JSON.stringify(result.subPackageInfo ?? result))
}

async function preview() {
  const qrcodeOutputDest = resolve(process.env.WEAPP_QR_PATH || 'dist/weapp-preview.jpg')
  await ci.preview({ project: project({ appid: need('WEAPP_APPID'), ...uploadKey() }), ...release(), setting: SETTING, qrcodeFormat: 'image', qrcodeOutputDest })
  console.log(`preview QR code: ${qrcodeOutputDest}`)
}

async function compile() {
  const dir = mkdtempSync(join(tmpdir(), 'weapp-ci-'))
  try {
    const keyPath = join(dir, 'key.pem')
    writeFileSync(keyPath, generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs1', format: 'pem' }))
    // `attr` is how miniprogram-ci lets a caller supply the AppID's attributes instead of fetching them.
    const offline = project({ appid: 'wx0000000000000000', privateKeyPath: keyPath, attr: async () => ci.DefaultProjectAttr })
    const files = await ci.getCompiledResult({ project: offline, setting: SETTING }, join(dir, 'out'))
    console.log(`WeChat's compiler accepted ${PROJECT_PATH}: ${Object.keys(files).length} files`)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

const commands = { upload, preview, compile }
const command = commands[process.argv[2]]
if (!command) {
  console.error('usage: node scripts/weapp-ci.mjs upload|preview|compile')
  process.exit(2)
}
command().then(() => process.exit(0), (error) => {
  console.error(`weapp ${process.argv[2]} failed: ${error?.message ?? error}`)
  process.exit(1)
})
