export default definePageConfig({ navigationBarTitleText: '学习进度' })
