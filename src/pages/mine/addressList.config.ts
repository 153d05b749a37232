export default definePageConfig({ navigationBarTitleText: '地址管理' })
