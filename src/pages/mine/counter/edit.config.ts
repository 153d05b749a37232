export default definePageConfig({ navigationBarTitleText: '编辑销售业绩计算器' })
