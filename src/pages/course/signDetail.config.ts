export default definePageConfig({ navigationBarTitleText: '签到详情' })
