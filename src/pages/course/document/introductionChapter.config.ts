export default definePageConfig({ navigationBarTitleText: '章节' })
