export default definePageConfig({ navigationBarTitleText: '上课提醒' })
