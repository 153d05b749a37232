export default definePageConfig({ navigationBarTitleText: '解锁计划' })
