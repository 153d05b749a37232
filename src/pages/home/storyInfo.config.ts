export default definePageConfig({ navigationBarTitleText: '故事详情', enableShareAppMessage: true })
