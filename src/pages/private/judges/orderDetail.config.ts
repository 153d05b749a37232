export default definePageConfig({ navigationBarTitleText: '实操评分' })
