export default definePageConfig({ navigationBarTitleText: 'AI助手', enableShareAppMessage: true })
