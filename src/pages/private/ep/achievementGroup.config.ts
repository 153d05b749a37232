export default definePageConfig({ navigationBarTitleText: '班级结算' })
