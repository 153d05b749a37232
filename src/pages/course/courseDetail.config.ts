export default definePageConfig({ navigationBarTitleText: '详情', enableShareAppMessage: true })
