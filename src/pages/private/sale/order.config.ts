export default definePageConfig({ navigationBarTitleText: '我的业绩' })
