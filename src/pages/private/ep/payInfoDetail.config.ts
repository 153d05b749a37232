export default definePageConfig({ navigationBarTitleText: '结算单明细' })
