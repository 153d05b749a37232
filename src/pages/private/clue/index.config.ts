export default definePageConfig({ navigationBarTitleText: '销售线索' })
