export default definePageConfig({ navigationBarTitleText: '调查问卷', enableShareAppMessage: true })
