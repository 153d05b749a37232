export default definePageConfig({ navigationBarTitleText: '添加地址' })
