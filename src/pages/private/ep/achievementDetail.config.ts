export default definePageConfig({ navigationBarTitleText: '班级名单' })
