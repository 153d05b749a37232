export default definePageConfig({ navigationBarTitleText: '预约时间' })
