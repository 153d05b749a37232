export default definePageConfig({ navigationBarTitleText: '适合人群' })
