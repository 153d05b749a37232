export default definePageConfig({ navigationBarTitleText: '发票信息' })
