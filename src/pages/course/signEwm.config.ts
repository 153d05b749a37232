export default definePageConfig({ navigationBarTitleText: '签到二维码' })
