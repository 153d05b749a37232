export default definePageConfig({ navigationBarTitleText: '错题分析' })
