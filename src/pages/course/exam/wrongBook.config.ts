export default definePageConfig({ navigationBarTitleText: '错题本' })
