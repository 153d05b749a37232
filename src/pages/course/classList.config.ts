export default definePageConfig({ navigationBarTitleText: '班级列表' })
