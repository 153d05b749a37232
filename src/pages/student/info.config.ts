export default definePageConfig({ navigationBarTitleText: '学员信息' })
