export default definePageConfig({ navigationBarTitleText: '调查问卷' })
