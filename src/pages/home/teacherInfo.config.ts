export default definePageConfig({ navigationBarTitleText: '讲师详情', enableShareAppMessage: true })
