export default definePageConfig({ navigationBarTitleText: '学员故事', enableShareAppMessage: true })
