export default definePageConfig({ navigationBarTitleText: '小节' })
