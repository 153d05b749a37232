// Alipay settings from the environment, validated at start with the other payment variables (payment/config.ts
// merges these problems into its own). Alipay is offered only when ALIPAY_APP_ID is set; then every variable it
// needs must be valid, so a half-configured Alipay stops the start instead of failing the first payer.
import crypto from 'node:crypto'
import { readPem } from '../read-pem'

export const DEFAULT_ALIPAY_GATEWAY = 'https://openapi.alipay.com/gateway.do'
/** Alipay posts payment notifications here (notify_url = ALIPAY_NOTIFY_BASE_URL + this path). */
export const ALIPAY_NOTIFY_PATH = '/api/pay/notify/alipay'

/** Public-key mode (公钥模式) or certificate mode (公钥证书模式), as chosen on Alipay's open platform. */
export type AlipayVerification =
  | { mode: 'public-key'; alipayPublicKeyPem: string }
  | { mode: 'certificate'; appCertPem: string; alipayPublicCertPem: string; alipayRootCertPem: string }

export interface AlipayConfig {
  appId: string
  /** 卖家支付宝用户号 (2088…): every notification's seller_id must be this. */
  sellerId: string
  privateKeyPem: string
  verification: AlipayVerification
  gateway: string
  notifyBaseUrl: string
}

type Problems = Array<[string, string]>
type Env = Record<string, string | undefined>

const value = (env: Env, name: string): string | undefined => {
  const v = env[name]?.trim()
  return v ? v : undefined
}

/** Alipay's consoles hand out bare base64 keys; wrap them so node reads them. */
export function toPem(key: string, kind: 'PRIVATE KEY' | 'PUBLIC KEY'): string {
  if (key.includes('-----BEGIN')) return key
  const body = key.replace(/\s+/g, '').match(/.{1,64}/g)?.join('\n') ?? ''
  return `-----BEGIN ${kind}-----\n${body}\n-----END ${kind}-----\n`
}

function checkKey(pem: string, kind: 'private' | 'public', name: string, problems: Problems): void {
  try {
    const key = kind === 'private' ? crypto.createPrivateKey(pem) : crypto.createPublicKey(pem)
    if (key.asymmetricKeyType !== 'rsa') problems.push([name, `must be an RSA ${kind} key (RSA2)`])
  } catch {
    problems.push([name, `is not a readable ${kind} key`])
  }
}

/** The root certificate file holds several; the first must parse (alipay-sdk reads them all at start). */
function readableCertificate(pem: string): boolean {
  try {
    return Boolean(new crypto.X509Certificate(pem))
  } catch {
    return false
  }
}

function verificationFrom(env: Env, problems: Problems): AlipayVerification {
  const publicKey = readPem(env, 'ALIPAY_PUBLIC_KEY', problems)
  const certs = ['ALIPAY_APP_CERT', 'ALIPAY_PUBLIC_CERT', 'ALIPAY_ROOT_CERT'].map((name) => readPem(env, name, problems))
  const anyCert = certs.some(Boolean)
  if (publicKey && anyCert) problems.push(['ALIPAY_PUBLIC_KEY', 'set the Alipay public key or the three certificates, not both'])
  if (anyCert) {
    const [appCertPem, alipayPublicCertPem, alipayRootCertPem] = certs
    ;['ALIPAY_APP_CERT', 'ALIPAY_PUBLIC_CERT', 'ALIPAY_ROOT_CERT'].forEach((name, i) => {
      const pem = certs[i]
      if (!pem) problems.push([name, 'required in certificate mode (or its _PATH)'])
      else if (!readableCertificate(pem)) problems.push([name, 'is not a readable PEM certificate'])
    })
    return { mode: 'certificate', appCertPem: appCertPem ?? '', alipayPublicCertPem: alipayPublicCertPem ?? '', alipayRootCertPem: alipayRootCertPem ?? '' }
  }
  if (!publicKey) {
    problems.push(['ALIPAY_PUBLIC_KEY', 'required with ALIPAY_APP_ID (or its _PATH, or the three ALIPAY_*_CERT)'])
    return { mode: 'public-key', alipayPublicKeyPem: '' }
  }
  const pem = toPem(publicKey, 'PUBLIC KEY')
  checkKey(pem, 'public', 'ALIPAY_PUBLIC_KEY', problems)
  return { mode: 'public-key', alipayPublicKeyPem: pem }
}

function checkUrl(env: Env, name: string, production: boolean, problems: Problems): string | undefined {
  const raw = value(env, name)
  if (!raw) return undefined
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    problems.push([name, 'must be a URL'])
    return undefined
  }
  if (!/^https?:$/.test(url.protocol)) problems.push([name, 'must be http(s)'])
  else if (production && url.protocol !== 'https:') problems.push([name, 'must be https in production'])
  return raw.replace(/\/+$/, '')
}

/** null when Alipay is not configured (ALIPAY_APP_ID unset): the method is then not offered. */
export function alipayFrom(env: Env, production: boolean, problems: Problems): AlipayConfig | null {
  const appId = value(env, 'ALIPAY_APP_ID')
  if (!appId) return null
  if (!/^\d{16}$/.test(appId)) problems.push(['ALIPAY_APP_ID', 'an app id of 16 digits'])
  const sellerId = value(env, 'ALIPAY_SELLER_ID')
  if (!sellerId) problems.push(['ALIPAY_SELLER_ID', 'required with ALIPAY_APP_ID'])
  else if (!/^2088\d{12}$/.test(sellerId)) problems.push(['ALIPAY_SELLER_ID', "a seller id like '2088' + 12 digits"])
  const privateKey = readPem(env, 'ALIPAY_PRIVATE_KEY', problems)
  const privateKeyPem = privateKey ? toPem(privateKey, 'PRIVATE KEY') : ''
  if (!privateKey) problems.push(['ALIPAY_PRIVATE_KEY', 'required with ALIPAY_APP_ID (or its _PATH)'])
  else checkKey(privateKeyPem, 'private', 'ALIPAY_PRIVATE_KEY', problems)
  const notifyBaseUrl = checkUrl(env, 'ALIPAY_NOTIFY_BASE_URL', production, problems)
  if (!value(env, 'ALIPAY_NOTIFY_BASE_URL')) problems.push(['ALIPAY_NOTIFY_BASE_URL', 'required with ALIPAY_APP_ID'])
  const gateway = checkUrl(env, 'ALIPAY_GATEWAY', production, problems) ?? DEFAULT_ALIPAY_GATEWAY
  return {
    appId,
    sellerId: sellerId ?? '',
    privateKeyPem,
    verification: verificationFrom(env, problems),
    gateway,
    notifyBaseUrl: notifyBaseUrl ?? ''
  }
}
