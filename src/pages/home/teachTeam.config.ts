export default definePageConfig({ navigationBarTitleText: '讲师团队', enableShareAppMessage: true })
