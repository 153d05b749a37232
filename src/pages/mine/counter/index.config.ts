export default definePageConfig({ navigationBarTitleText: '健身房销售业绩计算器' })
