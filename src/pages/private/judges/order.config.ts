export default definePageConfig({ navigationBarTitleText: '考生名单' })
