export default definePageConfig({ navigationBarTitleText: '最新公告' })
