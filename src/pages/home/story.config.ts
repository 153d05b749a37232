export default definePageConfig({ navigationBarTitleText: '学员故事' })
