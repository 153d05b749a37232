// Reading the teacher's check-in QR code. The mini-program uses WeChat's scanner; H5 uses the camera where the
// browser can decode QR codes itself (BarcodeDetector: Chrome on Android, recent Safari); elsewhere the learner
// types the 6-digit code shown under the QR code.
import Taro from '@tarojs/taro'

/** The mini-program's scanner; null when the learner closed it. */
export async function scanInMiniProgram(): Promise<string | null> {
  try {
    const res = await Taro.scanCode({ onlyFromCamera: true, scanType: ['qrCode'] })
    return res.result || null
  } catch {
    return null
  }
}

interface DetectedCode { rawValue: string }
interface QrDetector { detect(source: HTMLVideoElement): Promise<DetectedCode[]> }
type DetectorClass = new (options: { formats: string[] }) => QrDetector

function detectorClass(): DetectorClass | undefined {
  return typeof window === 'undefined' ? undefined : (window as unknown as { BarcodeDetector?: DetectorClass }).BarcodeDetector
}

/** Whether this browser can scan with its camera (a secure page, a camera API and a QR decoder). */
export function canScanInBrowser(): boolean {
  if (process.env.TARO_ENV !== 'h5' || typeof navigator === 'undefined') return false
  return Boolean(detectorClass() && typeof navigator.mediaDevices?.getUserMedia === 'function' && window.isSecureContext)
}

export const SCAN_INTERVAL_MS = 300

/**
 * Shows the back camera in `video` and calls `onCode` with the first QR code read. Returns a stop function; the
 * promise rejects when the camera cannot be opened (refused, none).
 */
export async function startBrowserScan(video: HTMLVideoElement, onCode: (code: string) => void): Promise<() => void> {
  const Detector = detectorClass()
  if (!Detector) throw new Error('no QR decoder')
  const stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false })
  video.srcObject = stream
  await video.play().catch(() => undefined)
  const detector = new Detector({ formats: ['qr_code'] })
  let stopped = false
  const stop = () => {
    stopped = true
    clearInterval(timer)
    stream.getTracks().forEach((track) => track.stop())
  }
  const timer = setInterval(() => {
    if (stopped || video.readyState < 2) return
    detector.detect(video).then((codes) => {
      if (stopped || !codes.length) return
      stop()
      onCode(codes[0].rawValue)
    }, () => undefined)
  }, SCAN_INTERVAL_MS)
  return stop
}

/** A 6-digit code as typed: digits only, at most six. */
export function cleanTypedCode(text: string): string {
  return text.replace(/\D/g, '').slice(0, 6)
}
