export default definePageConfig({ navigationBarTitleText: '学员档案' })
