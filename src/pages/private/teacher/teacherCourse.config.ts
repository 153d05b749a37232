export default definePageConfig({ navigationBarTitleText: '讲师课程' })
