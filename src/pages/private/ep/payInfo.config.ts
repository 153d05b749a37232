export default definePageConfig({ navigationBarTitleText: 'EP付款明细' })
