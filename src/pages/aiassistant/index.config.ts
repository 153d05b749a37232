export default definePageConfig({ navigationBarTitleText: 'AI助手' })
