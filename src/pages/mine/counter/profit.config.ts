export default definePageConfig({ navigationBarTitleText: '利润计算器' })
