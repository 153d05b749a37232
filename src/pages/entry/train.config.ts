export default definePageConfig({ navigationBarTitleText: '私教宝' })
